// Ratings from game results (issue #30 "A rated ladder"): a maximum-likelihood Bradley–Terry fit
// on the Elo scale, BayesElo-style. Each result is A v B with A's score 1, ½ or 0; the chance that
// i beats j is 1 / (1 + 10^((Rj − Ri)/400)). The fit is Hunter's MM iteration (2004) on the
// strengths γ = 10^(R/400), with a prior of `prior` virtual draws between every pair that met (as
// BayesElo does), so a perfect record still gets a finite rating. One player is the anchor
// (its rating fixed, e.g. the rule bot at 1500); the 95% intervals come from the observed
// information (the Hessian of the log-likelihood, anchor held fixed), inverted.

export interface GameResult { a: string; b: string; /** A's score: 1 a win, 0.5 a draw, 0 a loss. */ scoreA: number }

export interface Rating { player: string; elo: number; /** Half-width of the 95% interval (0 for the anchor). */ ci95: number; games: number }

export interface FitOptions { anchor: string; anchorElo?: number; prior?: number; iterations?: number }

const SCALE = 400 / Math.LN10;

/** The fit: one rating per player met in `results`, anchor first as given. */
export function fitRatings(results: readonly GameResult[], opts: FitOptions): Rating[] {
  const anchorElo = opts.anchorElo ?? 1500;
  const prior = opts.prior ?? 2;
  const players = [...new Set(results.flatMap((r) => [r.a, r.b]))];
  if (!players.includes(opts.anchor)) throw new Error(`the anchor ${opts.anchor} played no game`);
  const k = players.length;
  const idx = new Map(players.map((p, i) => [p, i]));
  // n[i][j] games between i and j, w[i] total score of i (virtual draws included).
  const n = players.map(() => players.map(() => 0));
  const w = players.map(() => 0);
  const games = players.map(() => 0);
  for (const r of results) {
    const i = idx.get(r.a) as number;
    const j = idx.get(r.b) as number;
    if (i === j) throw new Error(`a game of ${r.a} against itself`);
    (n[i] as number[])[j] = ((n[i] as number[])[j] as number) + 1;
    (n[j] as number[])[i] = ((n[j] as number[])[i] as number) + 1;
    w[i] = (w[i] as number) + r.scoreA;
    w[j] = (w[j] as number) + 1 - r.scoreA;
    games[i] = (games[i] as number) + 1;
    games[j] = (games[j] as number) + 1;
  }
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      if (i === j || (n[i] as number[])[j] === 0) continue;
      (n[i] as number[])[j] = ((n[i] as number[])[j] as number) + prior;
      w[i] = (w[i] as number) + prior / 2;
    }
  }
  let g = players.map(() => 1);
  for (let it = 0; it < (opts.iterations ?? 10_000); it++) {
    const next = g.map((gi, i) => {
      let d = 0;
      for (let j = 0; j < k; j++) if (j !== i) d += ((n[i] as number[])[j] as number) / (gi + (g[j] as number));
      return d > 0 ? (w[i] as number) / d : gi;
    });
    // Keep the scale fixed (the anchor at 1) so the iteration cannot drift.
    const a = next[idx.get(opts.anchor) as number] as number;
    const norm = next.map((x) => x / a);
    const change = Math.max(...norm.map((x, i) => Math.abs(Math.log(x / (g[i] as number)))));
    g = norm;
    if (change < 1e-12) break;
  }
  const r = g.map((x) => Math.log(x)); // natural-log strengths, anchor 0
  return players.map((p, i) => ({
    player: p,
    elo: anchorElo + SCALE * (r[i] as number),
    ci95: p === opts.anchor ? 0 : 1.96 * SCALE * Math.sqrt(variances(n, r, idx.get(opts.anchor) as number)[i] as number),
    games: games[i] as number,
  }));
}

/** Variances of the log-strengths: the inverse of the observed information with the anchor held fixed. */
function variances(n: number[][], r: number[], anchor: number): number[] {
  const k = r.length;
  const free = r.map((_, i) => i).filter((i) => i !== anchor);
  const H = free.map(() => free.map(() => 0));
  free.forEach((i, a) => {
    for (let j = 0; j < k; j++) {
      if (j === i) continue;
      const p = 1 / (1 + Math.exp((r[j] as number) - (r[i] as number)));
      const info = ((n[i] as number[])[j] as number) * p * (1 - p);
      (H[a] as number[])[a] = ((H[a] as number[])[a] as number) + info;
      const b = free.indexOf(j);
      if (b >= 0) (H[a] as number[])[b] = ((H[a] as number[])[b] as number) - info;
    }
  });
  const inv = invert(H);
  const out = r.map(() => 0);
  free.forEach((i, a) => { out[i] = (inv[a] as number[])[a] as number; });
  return out;
}

/** Gauss–Jordan inverse of a symmetric positive-definite matrix. */
function invert(A: number[][]): number[][] {
  const m = A.length;
  const M = A.map((row, i) => [...row, ...A.map((_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < m; c++) {
    let piv = c;
    for (let r = c + 1; r < m; r++) if (Math.abs((M[r] as number[])[c] as number) > Math.abs((M[piv] as number[])[c] as number)) piv = r;
    [M[c], M[piv]] = [M[piv] as number[], M[c] as number[]];
    const row = M[c] as number[];
    const d = row[c] as number;
    if (Math.abs(d) < 1e-300) throw new Error('the results do not connect every player to the anchor');
    for (let j = 0; j < 2 * m; j++) row[j] = (row[j] as number) / d;
    for (let r = 0; r < m; r++) {
      if (r === c) continue;
      const f = (M[r] as number[])[c] as number;
      if (f === 0) continue;
      for (let j = 0; j < 2 * m; j++) (M[r] as number[])[j] = ((M[r] as number[])[j] as number) - f * (row[j] as number);
    }
  }
  return M.map((row) => row.slice(m));
}
