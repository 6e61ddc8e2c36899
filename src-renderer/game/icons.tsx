// The header's command icons (#30 polish: the header stays one row at 1280×720 in every language).
// Each button keeps its word as its accessible name (read out, found by keyboard users' tools) and
// as its tooltip, on hover and on keyboard focus (IconLabel); the icon is decoration.
import type { ReactNode } from 'react';
import './header.css';

export type CommandIcon = 'save' | 'saveAs' | 'open' | 'new' | 'replay' | 'seats';

const PATHS: Record<CommandIcon, ReactNode> = {
  // A floppy disk, as programs have long drawn Save.
  save: <><path d="M2.5 2.5h8.5l2.5 2.5v8.5h-11z" /><path d="M5 2.5v3.5h5v-3.5M4.5 13.5v-4.5h7v4.5" /></>,
  // The disk with a pen: saved under a new name.
  saveAs: <><path d="M1.5 2.5h7.5l2 2v3M1.5 2.5v10h5" /><path d="M4 2.5v3h4v-3" /><path d="M8.5 14.5l.5-2 5-5 1.5 1.5-5 5z" /></>,
  // A folder.
  open: <path d="M1.5 3.5h4.5l1.5 1.5h7v8.5h-13z M1.5 7h13" />,
  // A blank page with a plus.
  new: <><path d="M3 1.5h6l3.5 3.5v9.5h-9.5z M9 1.5v3.5h3.5" /><path d="M7.75 7.5v5M5.25 10h5" /></>,
  // Back round to the start, and play.
  replay: <><path d="M3 8a5.25 5.25 0 1 0 1.6-3.8" /><path d="M4.6 1.5v2.8h2.8" /><path d="M6.8 6v4.5l3.6-2.25z" fill="currentColor" /></>,
  // Two players: who plays each Faction.
  seats: <><circle cx="5.5" cy="5" r="2.25" /><path d="M1.5 14c0-2.8 1.8-4.5 4-4.5s4 1.7 4 4.5" /><circle cx="11" cy="5.5" r="1.9" /><path d="M10.5 9.6c2.3 0 4 1.5 4 4.4" /></>,
};

/** An icon in place of a command's word; the word stays for screen readers. */
export function IconLabel({ icon, word }: { icon: CommandIcon; word: string }) {
  return (
    <>
      <svg className="command-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" strokeLinecap="round">
        {PATHS[icon]}
      </svg>
      <span className="command-word">{word}</span>
    </>
  );
}
