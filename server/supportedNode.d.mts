export interface NodeLine {
  major: number;
  /** The first minor release of the line that has everything the app needs. */
  minor: number;
}

/** The supported Node.js lines, newest first. */
export const SUPPORTED_NODE_LINES: readonly NodeLine[];

/** The semver range for package.json's `engines.node`. */
export function nodeEngineRange(): string;

/** Whether `version` ("22.16.0") is on a supported line, late enough in it. */
export function isSupportedNode(version: string): boolean;

/** One sentence naming `version` and the supported lines, or null when `version` is supported. */
export function unsupportedNodeMessage(version: string): string | null;
