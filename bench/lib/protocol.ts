/** Messages between the bench (parent) and a forked server (bench/lib/server-child.ts). */
export type ParentMessage = { type: 'sql'; id: number; text: string } | { type: 'memory'; id: number } | { type: 'close'; id: number };

export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'result'; id: number; rows: unknown[] }
  | { type: 'error'; id: number; message: string }
  | { type: 'fatal'; message: string };
