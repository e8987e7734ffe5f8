// The little of Eleventy 3's programmatic API the plugin's test uses (the package ships no types).
declare module '@11ty/eleventy' {
  export default class Eleventy {
    constructor(input: string, output: string, options?: { quietMode?: boolean; config?: (config: never) => void });
    /** Builds in memory: each page's url and rendered content. */
    toJSON(): Promise<unknown[]>;
  }
}
