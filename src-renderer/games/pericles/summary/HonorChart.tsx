// The four Factions' Honor over the turns (#17.5): one line each, from the game's start to the
// end of every turn played, drawn as SVG (no library); the values are the summary's own
// (summary.ts honorOverTurns), so the chart and the scoring table never disagree.
import { FACTIONS, sideOf } from '../../../../src-shared/games/pericles/client.js';
import { t } from '../../../i18n/index.js';
import { factionName } from '../names.js';
import type { HonorPoint } from './summary.js';

const W = 560;
const H = 220;
const PAD = { left: 34, right: 124, top: 12, bottom: 26 };
/** Athens blue, Sparta red; the second Faction of each Side dashed, so print and colour-blind readers can tell them apart. */
const STROKE = { aristocrats: 'var(--athens)', demagogues: 'var(--athens)', eurypontids: 'var(--sparta)', agiads: 'var(--sparta)' } as const;
const DASH = { aristocrats: undefined, demagogues: '6 4', eurypontids: undefined, agiads: '6 4' } as const;

export function HonorChart({ points }: { points: HonorPoint[] }) {
  const max = Math.max(10, ...points.flatMap((p) => FACTIONS.map((f) => p.honor[f])));
  const top = Math.ceil(max / 10) * 10;
  const n = Math.max(1, points.length - 1);
  const x = (i: number) => PAD.left + ((W - PAD.left - PAD.right) * i) / n;
  const y = (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - v / top);
  const ticks = [0, top / 2, top];
  const last = points[points.length - 1];
  // Labels at the right end, pushed apart when two Factions end close together.
  const ends = FACTIONS.map((f) => ({ f, v: last?.honor[f] ?? 0 })).sort((a, b) => b.v - a.v);
  let prev = -Infinity;
  const labelY = new Map(ends.map(({ f, v }) => {
    const yy = Math.max(y(v), prev + 13);
    prev = yy;
    return [f, yy] as const;
  }));
  return (
    <svg className="honor-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('summary.end.chartLabel')} data-honor-chart={points.length}>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="chart-grid" />
          <text x={PAD.left - 4} y={y(v) + 4} textAnchor="end" className="chart-tick">{v}</text>
        </g>
      ))}
      {points.map((p, i) => (
        <text key={i} x={x(i)} y={H - 8} textAnchor="middle" className="chart-tick">
          {p.label === 'start' ? t('summary.end.chartStart') : p.turn}
        </text>
      ))}
      {FACTIONS.map((f) => (
        <g key={f} data-chart-faction={f} data-chart-values={points.map((p) => p.honor[f]).join(',')}>
          <polyline
            points={points.map((p, i) => `${x(i).toFixed(1)},${y(p.honor[f]).toFixed(1)}`).join(' ')}
            fill="none" stroke={STROKE[f]} strokeWidth={2.2} strokeDasharray={DASH[f]} className={`chart-line side-${sideOf(f)}`}
          />
          {points.map((p, i) => <circle key={i} cx={x(i)} cy={y(p.honor[f])} r={2.6} fill={STROKE[f]}><title>{t('summary.end.chartValue', { faction: factionName(f), honor: p.honor[f] })}</title></circle>)}
          <text x={W - PAD.right + 6} y={(labelY.get(f) ?? 0) + 4} className="chart-label" fill={STROKE[f]}>
            {t('summary.end.chartEnd', { faction: factionName(f), honor: last?.honor[f] ?? '' })}
          </text>
        </g>
      ))}
    </svg>
  );
}
