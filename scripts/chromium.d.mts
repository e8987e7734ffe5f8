export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumOptions(extraArgs?: readonly string[]): {
  executablePath: string;
  headless: true;
  args: string[];
};
