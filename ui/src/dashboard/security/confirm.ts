// Sensitive changes (bank details, the site's address, mail settings, accounts, keys, backups, the
// second factor) need the password entered in the last five minutes: the server answers 403
// `confirm_password` otherwise. `confirming` then asks for it once (ConfirmPasswordDialog, mounted
// by the dashboard), and sends the call again; cancelled, the call fails as the server answered.
import { create } from 'zustand';
import { ApiError } from '../../api';

type ConfirmState = {
  /** Resolves the one question open (true: confirmed), shared by every call that waits on it. */
  waiting: ((confirmed: boolean) => void) | null;
  question: Promise<boolean> | null;
  ask: () => Promise<boolean>;
  answer: (confirmed: boolean) => void;
};

export const useConfirm = create<ConfirmState>((set, get) => ({
  waiting: null,
  question: null,
  ask: () => {
    const open = get().question;
    if (open) return open;
    let resolve: (confirmed: boolean) => void = () => undefined;
    const question = new Promise<boolean>((r) => (resolve = r));
    set({ waiting: resolve, question });
    return question;
  },
  answer: (confirmed) => {
    get().waiting?.(confirmed);
    set({ waiting: null, question: null });
  },
}));

const needsPassword = (e: unknown) => e instanceof ApiError && e.code === 'confirm_password';

/** `call`, and once more after the admin entered the password when the server asked for it. */
export async function confirming<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (!needsPassword(e) || !(await useConfirm.getState().ask())) throw e;
    return call();
  }
}

/**
 * Before following a link the server answers only after a recent password (a backup's download):
 * asks for it first unless the session's confirmation lasts another half minute.
 */
export async function confirmedFor(confirmedUntil: string | undefined): Promise<boolean> {
  if (confirmedUntil && Date.parse(confirmedUntil) - Date.now() > 30_000) return true;
  return useConfirm.getState().ask();
}
