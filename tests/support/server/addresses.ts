// Deposit addresses for a test of a real (TERN_DEMO=0) deployment, which refuses to start without them.
export const realAddresses = {
  TERN_ADDRESS_TRC: 'TXYZ1234567890abcdefTRC20testaddr',
  TERN_ADDRESS_ERC: '0x1111111111111111111111111111111111111111',
  TERN_ADDRESS_BTC: 'bc1qtestaddress0000000000000000000000000',
  TERN_ADDRESS_ETH: '0x2222222222222222222222222222222222222222',
}
