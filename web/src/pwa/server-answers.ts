/**
 * Whether the server answers, asked once: the browser's `online` event only says the device has a
 * network (a Wi-Fi without internet, a captive portal, or Chromium's emulated offline mode all
 * report online), so a page that reloads "when the connection is back" asks the server first.
 * `/healthz` (api/src/app.ts) answers while the process lives and is never the service worker's:
 * it only answers navigations and the app's own files (web/vite-pwa.ts).
 */
export async function serverAnswers(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch('/healthz', { cache: 'no-store', credentials: 'omit', signal });
    return response.ok;
  } catch {
    return false;
  }
}

/** How long to wait before asking again while the device says online and the server is silent. */
export const ASK_AGAIN_MS = 3000;

/**
 * Calls `reachable` once the server answers: asks now, then every ASK_AGAIN_MS until it does or
 * the returned function stops it.
 */
export function whenServerAnswers(reachable: () => void): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    if (await serverAnswers(controller.signal)) {
      if (!controller.signal.aborted) reachable();
    } else if (!controller.signal.aborted) timer = setTimeout(() => void ask(), ASK_AGAIN_MS);
  };
  void ask();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
