/**
 * How long one message may be, in characters (UTF-16 code units, as JavaScript counts them). The
 * server refuses a longer one (api/src/chat/runs/send-input.ts); the composer counts down to it
 * (web/src/features/chat/ThreadComposer.tsx), so nobody learns it only after sending.
 */
export const MESSAGE_MAX_CHARS = 32_000;
