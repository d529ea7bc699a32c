// The gallery page: the modal's views in each state (`?theme=light` for the light theme,
// `?group=connect` for one group's panels), for people reviewing the look and for the visual
// snapshots of e2e/tests/gallery*.spec.ts.
import { mountGallery } from '@airlock/modal-app/gallery'

const query = new URLSearchParams(location.search)
if (query.get('theme') === 'light') {
  document.documentElement.dataset.theme = 'light'
}
const root = document.getElementById('root')
if (!root) throw new Error('The gallery page has no #root element.')
mountGallery(root, query.get('group') ?? undefined)
