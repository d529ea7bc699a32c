// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { AmountInput } from './AmountInput.tsx'

afterEach(cleanup)

test('default: the amount, its USD value, the balance and Max', () => {
  const onChange = vi.fn()
  const onMax = vi.fn()
  render(
    <AmountInput
      id="amount"
      label="Amount"
      value="1.5"
      onChange={onChange}
      token={<span>ETH</span>}
      usd="$4,500.00"
      balance="2.000 ETH"
      onMax={onMax}
    />,
  )
  const field = screen.getByRole('textbox', { name: 'Amount' })
  expect((field as HTMLInputElement).value).toBe('1.5')
  expect(screen.getByText('$4,500.00')).toBeTruthy()
  expect(screen.getByText('Balance 2.000 ETH')).toBeTruthy()
  fireEvent.input(field, { target: { value: '2' } })
  expect(onChange).toHaveBeenCalledWith('2')
  fireEvent.click(screen.getByRole('button', { name: 'Max' }))
  expect(onMax).toHaveBeenCalled()
  // The shared classes of the ui layer, which Swap's quote card and slippage settings use too.
  expect(field.closest('.al-amount')?.className).toBe('al-well al-amount')
  expect(field.className).toBe('al-amount-input al-figure')
  // Max keeps its small pill on a phone; .al-hit-area stretches its tap area to the touch target.
  expect(screen.getByRole('button', { name: 'Max' }).className).toBe('al-link-button al-hit-area')
})

// Regression: on a phone set to a comma locale the decimal keypad has no "." key; "0,5" was
// "Invalid amount" in Send and "Enter a valid amount" in Swap, with no way to type a point.
test('behavior: a decimal comma is read as the point; a comma beside a point is left as typed', () => {
  const onChange = vi.fn()
  render(<AmountInput id="amount" label="Amount" value="" onChange={onChange} token={null} />)
  const field = screen.getByRole('textbox', { name: 'Amount' })
  fireEvent.input(field, { target: { value: '0,5' } })
  expect(onChange).toHaveBeenLastCalledWith('0.5')
  fireEvent.input(field, { target: { value: ',25' } })
  expect(onChange).toHaveBeenLastCalledWith('.25')
  fireEvent.input(field, { target: { value: '1,000.5' } })
  expect(onChange).toHaveBeenLastCalledWith('1,000.5')
  fireEvent.input(field, { target: { value: '1,000,000' } })
  expect(onChange).toHaveBeenLastCalledWith('1,000,000')
})
