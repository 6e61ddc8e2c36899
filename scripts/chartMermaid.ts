// The statechart as Mermaid text (scripts/chart.ts prints or writes it; a test compares the README).
import { periclesMachine as gameMachine } from '../src-shared/games/pericles/machine.js';

export const README_BEGIN = '<!-- chart:begin (npm run chart -- --write) -->';
export const README_END = '<!-- chart:end -->';

interface Node { key: string; meta?: { rule?: string; decision?: string }; states: Record<string, Node> }

function label(n: Node): string {
  if (n.meta?.decision) return `${n.meta.decision} (${n.meta.rule})`;
  if (n.meta?.rule) return `${n.key.replace(/_/g, '.')} (${n.meta.rule})`;
  return n.key;
}

function draw(n: Node, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const children = Object.values(n.states);
  if (label(n) !== n.key) out.push(`${pad}${n.key} : ${label(n)}`);
  if (!children.length) return;
  out.push(`${pad}state ${n.key} {`);
  children.forEach((c, i) => {
    draw(c, depth + 1, out);
    // Phases and segments follow one another; decisions and stages are where the rules route.
    const ordered = depth <= 2;
    if (i === 0) out.push(`${pad}  [*] --> ${c.key}`);
    else if (ordered) out.push(`${pad}  ${children[i - 1]!.key} --> ${c.key}`);
  });
  out.push(`${pad}}`);
}

export function chartMermaid(): string {
  const root = gameMachine.root as unknown as Node;
  const turn = root.states.turn!;
  const out = ['stateDiagram-v2', '  [*] --> turn'];
  draw(turn, 1, out);
  out.push('  turn --> turn : next turn (11.5)', '  turn --> over : the game ends (11.1, 11.14)');
  return `${out.join('\n')}\n`;
}
