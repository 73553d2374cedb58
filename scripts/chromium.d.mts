export declare const CHROMIUM_PATH: string;
export declare const E2E_BROWSER_PATH: string;
export declare const CHROMIUM_ARGS: string[];
