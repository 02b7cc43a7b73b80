import { useEffect, useRef } from 'react'

interface QrCodeProps {
  data: string
  size?: number
  label: string
}

/** Text (a deposit address, an otpauth URI) as an SVG QR code; qr-code-styling is loaded with the first code drawn. */
export function QrCode({ data, size = 184, label }: QrCodeProps) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = host.current
    if (!element) return
    let active = true
    void import('qr-code-styling').then(({ default: QRCodeStyling }) => {
      if (!active) return
      const qr = new QRCodeStyling({
        width: size,
        height: size,
        type: 'svg',
        data,
        margin: 8,
        dotsOptions: { type: 'rounded', color: '#0b0f14' },
        backgroundOptions: { color: '#ffffff' },
        cornersSquareOptions: { type: 'extra-rounded', color: '#0b0f14' },
      })
      element.replaceChildren()
      qr.append(element)
    })
    return () => {
      active = false
      element.replaceChildren()
    }
  }, [data, size])
  return <div ref={host} role="img" aria-label={label} style={{ width: size, height: size }} data-qr={data} />
}
