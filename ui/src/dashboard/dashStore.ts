// The dashboard's own state: who is signed in. 'expired' means a call answered 401 while the admin was
// working: the login form comes back over the tabs, which stay mounted so nothing typed is lost.
import { create } from 'zustand';
import type { Session } from '../lib/api-types';

export type AuthStatus = 'checking' | 'signedOut' | 'signedIn' | 'expired';

type DashState = {
  status: AuthStatus;
  username: string | null;
  /** Grows at every sign-in: tabs reload their data after a session came back. */
  epoch: number;
  /** Orders that arrived since this admin last looked at the Orders tab (null until known). */
  newOrders: number | null;
  setNewOrders: (count: number) => void;
  /** While the server's disk is full: since when (Unix ms), from the same poll; else null. */
  diskFullSince: number | null;
  setDiskFullSince: (since: number | null) => void;
  /** What the server says of the session (second factor, until when the password counts, the bank's last change). */
  session: Session | null;
  setSession: (session: Session) => void;
  signedIn: (username: string) => void;
  signedOut: () => void;
  expired: () => void;
};

export const useDash = create<DashState>((set, get) => ({
  status: 'checking',
  username: null,
  epoch: 0,
  newOrders: null,
  setNewOrders: (count) => set({ newOrders: count }),
  diskFullSince: null,
  setDiskFullSince: (since) => set({ diskFullSince: since }),
  session: null,
  setSession: (session) => set({ session }),
  signedIn: (username) => set((s) => ({ status: 'signedIn', username, epoch: s.epoch + 1 })),
  signedOut: () => set({ status: 'signedOut', username: null, newOrders: null, diskFullSince: null, session: null }),
  // Only a working session can expire; a 401 to a failed sign-in is not an expiry.
  expired: () => {
    if (get().status === 'signedIn') set({ status: 'expired' });
  },
}));
