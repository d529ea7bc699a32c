import type { Namespace } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import { useEffect } from 'react'
import { lookupAddressName, namesSupported } from '../projectApi/lookupAddressName.ts'
import { nameCacheAtom } from '../state/names/nameCacheAtom.ts'
import { projectServicesAtom } from '../state/options.ts'
import { shortAddress } from './format.ts'

/**
 * Looks up the names of the addresses a list shows (`lookupAddressName`: cached, one request per
 * address), after the list has rendered: the rows show addresses first, names as they arrive.
 * Asks again when the list shows other addresses (a next page), the API or the namespace changes.
 */
export function useAddressNames(
  namespace: Namespace | undefined,
  addresses: readonly string[],
): void {
  const store = useStore()
  const { apiUrl } = useAtomValue(projectServicesAtom)
  const unique = new Map(
    addresses
      .filter((address) => address !== '')
      .map((address) => [address.toLowerCase(), address]),
  )
  // A string, so that a render with the same addresses does not start the effect again.
  const wanted = [...unique.values()].join(' ')
  useEffect(() => {
    if (!apiUrl || !namesSupported(namespace) || wanted === '') return
    for (const address of wanted.split(' ')) void lookupAddressName(store, namespace, address)
  }, [store, apiUrl, namespace, wanted])
}

/**
 * An address as a list shows it: its name once known (see {@link useAddressNames}), else its
 * short form; the full address in its title either way.
 */
export function AddressName({
  namespace,
  address,
}: {
  namespace: Namespace | undefined
  address: string
}) {
  const entry = useAtomValue(nameCacheAtom)[address.toLowerCase()]
  const name = namesSupported(namespace) ? entry?.ens : undefined
  return <span title={address}>{name ?? shortAddress(address)}</span>
}
