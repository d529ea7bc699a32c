// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { renderView, testStore } from '../renderView.tsx'
import { Socials } from './Socials.tsx'

afterEach(cleanup)

describe('Socials', () => {
  test('behavior: flagged on but without an embedded-wallet service it says so, with no buttons', () => {
    renderView(<Socials />, testStore({ features: { socials: true } }))
    expect(screen.getByText('This project has not enabled social login.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
