// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { Avatar, avatarColors } from './Avatar.tsx'

afterEach(cleanup)

describe('avatarColors', () => {
  test('default: the same address gives the same colours, whatever its casing', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(avatarColors(address)).toEqual(avatarColors(address.toLowerCase()))
  })

  test('behavior: different addresses give different avatars', () => {
    const a = avatarColors('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const b = avatarColors('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(a).not.toEqual(b)
    expect(a[0]).not.toBe(a[1])
  })
})

describe('Avatar', () => {
  test('default: a gradient drawn from the address', () => {
    const { container } = render(<Avatar address="0xabc" />)
    expect(container.querySelector('svg stop')?.getAttribute('stop-color')).toBe(
      avatarColors('0xabc')[0],
    )
  })

  test('behavior: a name avatar on another origin is not loaded (the CSP would block it)', () => {
    const { container } = render(<Avatar address="0xabc" src="https://elsewhere.example/a.png" />)
    expect(container.querySelector('img')).toBeNull()
    const data = render(<Avatar address="0xabc" src="data:image/png;base64,AAAA" />)
    expect(data.container.querySelector('img')?.getAttribute('src')).toBe(
      'data:image/png;base64,AAAA',
    )
  })
})
