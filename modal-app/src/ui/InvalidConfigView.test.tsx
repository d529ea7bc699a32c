// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { InvalidConfigView } from './InvalidConfigView.tsx'

afterEach(cleanup)

describe('InvalidConfigView', () => {
  test('default: the heading and the reason', () => {
    render(<InvalidConfigView reason="Project nope does not exist on http://localhost:4301." />)
    expect(screen.getByRole('heading', { name: 'Invalid App Configuration' })).toBeTruthy()
    expect(screen.getByText('Project nope does not exist on http://localhost:4301.')).toBeTruthy()
  })

  test('behavior: nothing in it can be clicked or focused', () => {
    const { container } = render(<InvalidConfigView reason="x" />)
    expect(
      container.querySelectorAll('button, a, input, select, textarea, [tabindex]'),
    ).toHaveLength(0)
  })
})
