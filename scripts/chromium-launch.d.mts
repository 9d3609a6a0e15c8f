/** Launch options for Chromium (scripts/chromium-launch.mjs). */
export declare const chromiumLaunch: { executablePath: string; headless: boolean; args: string[] };
