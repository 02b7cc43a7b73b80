// Refusals of the HTTP edge, before a request reaches any feature.
import { defineServerMessages } from './define'

export const httpErrors = defineServerMessages({
  payload_too_large: /*i18n*/ { id: 'payload_too_large', message: 'The request is too large.' },
})
