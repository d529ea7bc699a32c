import type { AccountNft } from '@airlock/shared-protocol/projectApi'
import { useAtomValue, useStore } from 'jotai/react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ImageOff from 'lucide-react/icons/image-off'
import { useEffect, useRef, useState } from 'react'
import { activeAccountAtom } from '../../state/account.ts'
import { activeNetworkAtom } from '../../state/chain.ts'
import { Notice } from '../../ui/Notice.tsx'
import { loadNfts, nftsAtom } from './nfts.ts'

/** An NFT's picture, or a quiet placeholder when it has none or it does not load. */
function NftImage({ nft, large = false }: { nft: AccountNft; large?: boolean }) {
  const [failed, setFailed] = useState(false)
  if (!nft.imageUrl || failed) {
    return (
      <span className="al-nft-image al-nft-image-missing">
        <ImageOff size={large ? 32 : 22} strokeWidth={1.8} aria-hidden="true" />
      </span>
    )
  }
  return (
    <img
      className="al-nft-image"
      src={nft.imageUrl}
      alt=""
      // The grid holds few tiles; the detail's picture is already in the cache.
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}

/** One NFT in full: its picture, name, collection, id and description, and the way back. */
function NftDetail({ nft, onBack }: { nft: AccountNft; onBack: () => void }) {
  const back = useRef<HTMLButtonElement>(null)
  useEffect(() => back.current?.focus(), [])
  return (
    <div className="al-nft-detail" data-testid="nft-detail">
      <button ref={back} type="button" className="al-nft-back al-hit-area" onClick={onBack}>
        <ArrowLeft size={16} strokeWidth={2.2} aria-hidden="true" />
        All NFTs
      </button>
      <NftImage nft={nft} large />
      <h3 className="al-nft-detail-name">{nft.name}</h3>
      <p className="al-nft-detail-collection">
        {nft.collection.name || nft.collection.symbol} · #{nft.tokenId}
      </p>
      {nft.description ? <p className="al-nft-detail-description">{nft.description}</p> : null}
    </div>
  )
}

/**
 * The Account view's NFTs tab: the active account's NFTs on the active network from the project's
 * API ({@link loadNfts}, asked each time the tab shows and when the account or network changes),
 * as a grid of tiles (picture, name, collection); a tile opens the NFT's detail, whose "All NFTs"
 * returns to the tile. Loading shows placeholder tiles, a failure says so with Retry, and an
 * account without NFTs says where they would show.
 */
export function NftGrid() {
  const store = useStore()
  const { address } = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  const state = useAtomValue(nftsAtom)
  const [open, setOpen] = useState<string | undefined>(undefined)
  const tiles = useRef(new Map<string, HTMLButtonElement>())
  // As nftsKey writes it: the list of another account or network is not this one's.
  const key = network && address ? `${network.caipNetworkId}:${address}` : ''
  useEffect(() => {
    setOpen(undefined)
    if (key) void loadNfts(store)
  }, [store, key])
  const current = state?.key === key ? state : undefined
  const where = network?.name ?? 'this network'

  if (!current || current.status === 'loading') {
    return (
      <div className="al-nft-grid" role="status" aria-label="Loading NFTs" aria-busy="true">
        {[0, 1, 2, 3].map((slot) => (
          <span key={slot} className="al-nft-tile al-nft-tile-loading" aria-hidden="true">
            <span className="al-nft-image" />
            <span className="al-nft-line" />
            <span className="al-nft-line al-nft-line-short" />
          </span>
        ))}
      </div>
    )
  }
  if (current.status === 'error') {
    return (
      <Notice tone="error" title={current.message}>
        NFTs on {where} could not be read.{' '}
        <button type="button" className="al-button" onClick={() => void loadNfts(store)}>
          Retry
        </button>
      </Notice>
    )
  }
  if (current.nfts.length === 0) {
    return <Notice title="No NFTs yet">NFTs this account holds on {where} show here.</Notice>
  }
  const id = (nft: AccountNft) => `${nft.collection.address}:${nft.tokenId}`
  const shown = current.nfts.find((nft) => id(nft) === open)
  if (shown) {
    return (
      <NftDetail
        nft={shown}
        onBack={() => {
          setOpen(undefined)
          // Back on the tile that opened it, once the grid is drawn again.
          queueMicrotask(() => tiles.current.get(id(shown))?.focus())
        }}
      />
    )
  }
  return (
    <ul className="al-nft-grid" aria-label="NFTs">
      {current.nfts.map((nft) => (
        <li key={id(nft)}>
          <button
            ref={(element) => {
              if (element) tiles.current.set(id(nft), element)
              else tiles.current.delete(id(nft))
            }}
            type="button"
            className="al-nft-tile"
            onClick={() => setOpen(id(nft))}
          >
            <NftImage nft={nft} />
            <span className="al-nft-name">{nft.name}</span>
            <span className="al-nft-collection">
              {nft.collection.name || nft.collection.symbol}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
