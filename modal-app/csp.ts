// What the modal exports to other workspaces: the header the local stack serves it with.
export { type BuildModalCspOptions, buildModalCsp } from './src/csp/buildModalCsp.ts'
export { MODAL_CSP } from './src/csp/MODAL_CSP.ts'
