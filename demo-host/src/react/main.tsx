// The React demo page's entry.
import '../styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadDemoWallets } from '../loadDemoWallets.ts'
import { App } from './App.tsx'

loadDemoWallets(document)

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
