/**
 * What every owner command shares and nothing else: the terminal (`Io`), the refusal (`OwnerError`) and
 * the owner's clock (Italian time). It imports no other module of the CLI, so no command can make a cycle
 * through it; the target stack is `target.ts`, the command declaration `command.ts`.
 */
import { yachtClock } from '../common/locales';

/** The terminal: index.ts writes to the process's streams, the tests (tests/support/owner.ts) collect the lines. */
export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Raw output with no line end added (the CSV export); `out` when absent. */
  write?(text: string): void;
  /** Asks a question on the terminal and returns the answer (the newsletter's confirmation); absent: no terminal. */
  ask?(question: string): Promise<string>;
}

/** A mistake the owner can fix: printed as one line naming the fix, exit code 1, nothing changed. */
export class OwnerError extends Error {
  override readonly name = 'OwnerError';
}

/** An instant as the owner reads it: "2025-06-10 14:05" in Italian time. */
export function italianTime(iso: string): string {
  const { day, time } = yachtClock(iso);
  return `${day} ${time}`;
}

/** `italianTime`, or '' when there is no instant. */
export const italianTimeOrBlank = (iso: string | undefined): string => (iso ? italianTime(iso) : '');
