// Server messages of the statement (GET /api/statement): which filter was not understood.
import { defineServerMessages } from './define'

export const statementDetails = defineServerMessages({
  statement_asset_invalid: /*i18n*/ { id: 'statement_asset_invalid', message: 'Choose USDT, BTC or ETH.' },
  statement_kind_invalid: /*i18n*/ { id: 'statement_kind_invalid', message: 'This type of entry does not exist.' },
  statement_date_invalid: /*i18n*/ {
    id: 'statement_date_invalid',
    message: 'Please enter real dates written as YYYY-MM-DD.',
  },
  statement_range_invalid: /*i18n*/ {
    id: 'statement_range_invalid',
    message: 'The start date must not be later than the end date.',
  },
  statement_page_invalid: /*i18n*/ {
    id: 'statement_page_invalid',
    message: 'A page holds 1 to {max} entries and starts after an entry of the statement.',
    comment: '{max} is a number of entries',
  },
})
