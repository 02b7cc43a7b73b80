import { Trans } from '@lingui/react/macro'
import { styles } from '../styles'

/** The introduction tab: a few plain sentences about the coin of the pair. */
export function Introduction({ coin }: { coin: string }) {
  return (
    <div className={styles.intro}>
      {coin === 'ETH' ? (
        <>
          <p>
            <Trans>
              Ether (ETH) is the native currency of Ethereum, a public blockchain launched in 2015 that runs programs
              called smart contracts.
            </Trans>
          </p>
          <p>
            <Trans>
              ETH pays the fees for transactions and programs on the network. Its price moves with demand and can change
              sharply within minutes.
            </Trans>
          </p>
        </>
      ) : (
        <>
          <p>
            <Trans>
              Bitcoin (BTC) is the first decentralized digital currency, introduced in 2008 by the pseudonymous Satoshi
              Nakamoto and launched in 2009.
            </Trans>
          </p>
          <p>
            <Trans>
              Transactions are recorded on a public ledger, the blockchain, maintained by a network of computers instead
              of a central bank. The supply is capped at 21 million coins.
            </Trans>
          </p>
          <p>
            <Trans>
              Its price is set by supply and demand on markets around the world and can move sharply in a short time.
              Only trade amounts you can afford to lose.
            </Trans>
          </p>
        </>
      )}
    </div>
  )
}
