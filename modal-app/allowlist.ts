// What the modal exports to other workspaces: its allowlist rule, so that a server deciding for a
// project's hosts (the reference API's analytics collector) decides exactly as the modal does.
export { isOriginAllowed } from './src/boot/isOriginAllowed.ts'
