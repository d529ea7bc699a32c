// What the modal exports to other workspaces: the header the local stack serves it with, and the
// production header built from the deployed project files.
export { type BuildModalCspOptions, buildModalCsp, MODAL_CSP } from './src/csp/buildModalCsp.ts'
export {
  buildProductionModalCsp,
  type ProjectFile,
} from './src/csp/buildProductionModalCsp.ts'
