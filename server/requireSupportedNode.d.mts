// A side effect only: exits at once on an unsupported Node.js (see requireSupportedNode.mjs).
export {};
