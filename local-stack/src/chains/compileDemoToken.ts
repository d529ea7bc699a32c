import { readFile } from 'node:fs/promises'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

/** The compiled DemoToken: what `contracts/DemoToken.json` holds. */
export type DemoTokenArtifact = {
  /** Contract name in the source file. */
  contractName: 'DemoToken'
  /** Exact compiler version that produced `bytecode`. */
  compiler: string
  /** The contract ABI. */
  abi: Abi
  /** Creation bytecode (constructor arguments not included). */
  bytecode: Hex
}

/** Parameters of {@link compileDemoToken}. */
export type CompileDemoTokenParameters = {
  /** Path of `DemoToken.sol`. */
  sourcePath: string
}

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles `contracts/DemoToken.sol` with solc-js (optimizer on, EVM version cancun so that any
 * recent anvil runs it) and returns the artifact. Takes ~2 s: the committed artifact is what
 * the chains use; this runs from `npm run build:contracts`.
 *
 * @throws AirlockError `INTERNAL` when solc reports an error.
 */
export async function compileDemoToken({
  sourcePath,
}: CompileDemoTokenParameters): Promise<DemoTokenArtifact> {
  const content = await readFile(sourcePath, 'utf8')
  const input = {
    language: 'Solidity',
    sources: { 'DemoToken.sol': { content } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  const compiled = output.contracts?.['DemoToken.sol']?.DemoToken
  if (errors.length > 0 || !compiled) {
    throw new AirlockError(ErrorCode.INTERNAL, 'DemoToken.sol did not compile.', {
      details: errors.map((entry) => entry.formattedMessage).join('\n') || 'no contract output',
    })
  }
  return {
    contractName: 'DemoToken',
    compiler: `solc-js ${solc.version()}`,
    abi: compiled.abi,
    bytecode: `0x${compiled.evm.bytecode.object}`,
  }
}
