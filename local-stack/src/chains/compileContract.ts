import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

/** A compiled demo contract: what `contracts/<Name>.json` holds. */
export type ContractArtifact<Name extends string = string> = {
  /** Contract name in the source file. */
  contractName: Name
  /** Exact compiler version that produced `bytecode`. */
  compiler: string
  /** The contract ABI. */
  abi: Abi
  /** Creation bytecode (constructor arguments not included). */
  bytecode: Hex
}

/** Parameters of {@link compileContract}. */
export type CompileContractParameters<Name extends string> = {
  /** Path of the `.sol` file. */
  sourcePath: string
  /** The contract to take from it, e.g. `'DemoToken'`. */
  contractName: Name
}

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles one of `contracts/*.sol` with solc-js (optimizer on, EVM version cancun so that any
 * recent anvil runs it) and returns the artifact. Takes ~2 s: the committed artifacts are what
 * the chains use; this runs from `npm run build:contracts`.
 *
 * @throws AirlockError `INTERNAL` when solc reports an error or the file has no such contract.
 */
export async function compileContract<Name extends string>({
  sourcePath,
  contractName,
}: CompileContractParameters<Name>): Promise<ContractArtifact<Name>> {
  const content = await readFile(sourcePath, 'utf8')
  const file = basename(sourcePath)
  const input = {
    language: 'Solidity',
    sources: { [file]: { content } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  const compiled = output.contracts?.[file]?.[contractName]
  if (errors.length > 0 || !compiled) {
    throw new AirlockError(ErrorCode.INTERNAL, `${file} did not compile.`, {
      details:
        errors.map((entry) => entry.formattedMessage).join('\n') ||
        `no contract ${contractName} in the output`,
    })
  }
  return {
    contractName,
    compiler: `solc-js ${solc.version()}`,
    abi: compiled.abi,
    bytecode: `0x${compiled.evm.bytecode.object}`,
  }
}
