// A dialog over a sheet (an order's result over the order sheet): Escape closes only the dialog on top, a second
// Escape the sheet, and focus goes back to what opened each.
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Dialog } from '@/shared/ui/Dialog'
import { Sheet } from '@/shared/ui/Sheet'

function Stacked() {
  const [sheet, setSheet] = useState(false)
  const [dialog, setDialog] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setSheet(true)}>
        Open sheet
      </button>
      <Sheet open={sheet} onClose={() => setSheet(false)} label="Order">
        <button type="button" onClick={() => setDialog(true)}>
          Place
        </button>
      </Sheet>
      <Dialog open={dialog} onClose={() => setDialog(false)} title="Result">
        Done
      </Dialog>
    </>
  )
}

describe('stacked modals', () => {
  it('close one at a time on Escape, the topmost first, and give focus back to their openers', () => {
    render(<Stacked />)
    const opener = screen.getByRole('button', { name: 'Open sheet' })
    opener.focus()
    fireEvent.click(opener)
    const place = screen.getByRole('button', { name: 'Place' })
    place.focus()
    fireEvent.click(place)
    expect(screen.getAllByRole('dialog')).toHaveLength(2)

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByText('Done')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Order' })).toBeTruthy()
    expect(document.activeElement).toBe(place)

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})
