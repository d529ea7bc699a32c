// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { requestApproval } from '../../embedded/approval.ts'
import { approvalAtom } from '../../embedded/approvalAtom.ts'
import { modalOpenAtom } from '../../state/modal.ts'
import { pushView, viewAtom } from '../../state/router/viewStack.ts'
import { ViewRouter } from '../../ui/ViewRouter.tsx'
import { renderView, testStore } from '../renderView.tsx'
import { ApproveTransaction } from './ApproveTransaction.tsx'

afterEach(cleanup)

/** Approve, once it counts: after MIN_VISIBLE_MS in view (happy-dom has no visibility tracking). */
async function approveWhenReady(): Promise<void> {
  const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement
  await waitFor(() => expect(approve.disabled).toBe(false))
  fireEvent.click(approve)
}

const transfer = {
  title: 'Send 1.5 ADT',
  network: 'Anvil Local',
  fields: [
    { label: 'Token', value: 'Airlock Demo Token (ADT) 0x5FbD…' },
    { label: 'Amount', value: '1.5 ADT' },
    { label: 'Recipient', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  ],
  fee: '0.000042 ETH',
}

describe('ApproveTransaction', () => {
  test('behavior: without a request waiting it says so; Back goes back', () => {
    const store = testStore()
    pushView(store, 'Networks')
    pushView(store, 'ApproveTransaction')
    renderView(<ApproveTransaction />, store)
    expect(screen.getByText('Nothing is waiting for your approval.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(store.get(viewAtom)).toBe('Networks')
  })

  test('default: shows the decoded request, network and fee; Approve resolves and closes', async () => {
    const store = testStore()
    const answer = requestApproval(store, transfer)
    expect(store.get(viewAtom)).toBe('ApproveTransaction')
    expect(store.get(modalOpenAtom)).toBe(true)
    renderView(<ApproveTransaction />, store)
    expect(screen.getByTestId('approval-title').textContent).toBe('Send 1.5 ADT')
    const rows = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(rows).toEqual([
      ['Token', 'Airlock Demo Token (ADT) 0x5FbD…'],
      ['Amount', '1.5 ADT'],
      ['Recipient', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      ['Network', 'Anvil Local'],
      ['Network fee (max)', '0.000042 ETH'],
      ['Account', 'No account connected'],
    ])
    await approveWhenReady()
    await expect(answer).resolves.toBeUndefined()
    // Opened for this request, closed after it.
    expect(store.get(modalOpenAtom)).toBe(false)
  })

  test('behavior: a line that can cost the visitor carries the warning tone; the others none', () => {
    const store = testStore()
    void requestApproval(store, {
      title: 'Allow 0x7a25…2488D to spend unlimited ADT',
      network: 'Anvil Local',
      fields: [
        { label: 'Spender', value: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D' },
        { label: 'Amount', value: 'Unlimited', tone: 'warning' },
      ],
      fee: '0.000042 ETH',
    }).catch(() => undefined)
    renderView(<ApproveTransaction />, store)
    expect(screen.getByText('Unlimited').dataset.tone).toBe('warning')
    expect(screen.getByText('0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D').dataset.tone).toBe(
      undefined,
    )
  })

  test('behavior: tokens sent to a token contract are warned; Approve waits for the tick, each request anew', async () => {
    const toTokenContract = {
      ...transfer,
      caution: {
        warning: 'The recipient is the ADT token’s own contract: ADT sent to it is lost for good.',
        acknowledge: 'I understand this ADT is lost for good',
      },
    }
    const store = testStore()
    const answer = requestApproval(store, toTokenContract)
    renderView(<ApproveTransaction />, store)
    const warning = screen.getByText(toTokenContract.caution.warning)
    expect(warning.closest('.al-notice-warning')).toBeTruthy()
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement
    const tick = screen.getByRole('checkbox', {
      name: 'I understand this ADT is lost for good',
    }) as HTMLInputElement
    expect(approve.disabled).toBe(true)
    expect(tick.checked).toBe(false)
    // The disabled Approve points at the warning that says why.
    expect(approve.getAttribute('aria-describedby')).toBe(screen.getByTestId('approval-caution').id)
    fireEvent.click(tick)
    // Enabled once the visibility gate's moment has passed too.
    await waitFor(() => expect(approve.disabled).toBe(false))
    expect(approve.getAttribute('aria-describedby')).toBeNull()
    fireEvent.click(approve)
    await expect(answer).resolves.toBeUndefined()
    // The next request is accepted on its own: its box starts clear.
    void requestApproval(store, toTokenContract).catch(() => undefined)
    const next = (await screen.findByRole('checkbox', {
      name: 'I understand this ADT is lost for good',
    })) as HTMLInputElement
    expect(next.checked).toBe(false)
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  test('default: a request without a caution has no box to tick; Approve is enabled', async () => {
    const store = testStore()
    void requestApproval(store, transfer).catch(() => undefined)
    renderView(<ApproveTransaction />, store)
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByTestId('approval-caution')).toBeNull()
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    )
  })

  test('behavior: Approve counts only after the request has been in view a moment; Reject at once', async () => {
    const store = testStore()
    const answer = requestApproval(store, transfer)
    renderView(<ApproveTransaction />, store)
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement
    expect(approve.disabled).toBe(true)
    // A click that lands before then (the modal opened under the cursor) does nothing.
    fireEvent.click(approve)
    expect(store.get(approvalAtom)).toBeDefined()
    await waitFor(() => expect(approve.disabled).toBe(false))
    // Without visibility tracking the request counts as seen: no "paused" line.
    expect(screen.queryByText(/Approve is paused/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await expect(answer).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  test('behavior: Reject answers the dapp 4001 (USER_REJECTED)', async () => {
    const store = testStore()
    const answer = requestApproval(store, transfer)
    renderView(<ApproveTransaction />, store)
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await expect(answer).rejects.toMatchObject({ code: 'USER_REJECTED', data: { code: 4001 } })
  })

  test('behavior: closing the modal rejects; a second request meanwhile is REQUEST_PENDING', async () => {
    const store = testStore()
    const first = requestApproval(store, transfer)
    await expect(requestApproval(store, transfer)).rejects.toMatchObject({
      code: 'REQUEST_PENDING',
      data: { code: -32002 },
    })
    store.set(modalOpenAtom, false)
    await expect(first).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  test('behavior: asked from an open view, it shows over that view, which stays as it was', async () => {
    const store = testStore()
    store.set(modalOpenAtom, true)
    pushView(store, 'Receive')
    renderView(<ViewRouter />, store)
    const answer = requestApproval(store, transfer)
    expect(await screen.findByTestId('approval-title')).toBeTruthy()
    expect(store.get(viewAtom)).toBe('Receive')
    const hidden = document.querySelector('[data-view="Receive"]') as HTMLElement
    expect(hidden.hidden).toBe(true)
    await approveWhenReady()
    await answer
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(hidden.hidden).toBe(false)
    expect(screen.queryByTestId('approval-title')).toBeNull()
  })
})
