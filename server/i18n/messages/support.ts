// Server messages of the support inbox.
import { defineServerMessages } from './define'

export const supportSuccess = defineServerMessages({
  support_sent: /*i18n*/ { id: 'support_sent', message: 'Message sent' },
  support_answered: /*i18n*/ { id: 'support_answered', message: 'Answer sent' },
  support_closed: /*i18n*/ { id: 'support_closed', message: 'Conversation closed' },
})

export const supportDetails = defineServerMessages({
  support_message_required: /*i18n*/ { id: 'support_message_required', message: 'Please write a message.' },
  support_message_too_long: /*i18n*/ {
    id: 'support_message_too_long',
    message: 'A message can have at most {max} characters.',
    comment: '{max} is a number of characters',
  },
  support_image_not_found: /*i18n*/ {
    id: 'support_image_not_found',
    message: 'The image was not found. Please attach it again.',
  },
  support_daily_limit: /*i18n*/ {
    id: 'support_daily_limit',
    message: 'You can send at most {count} messages in 24 hours. Please try again later.',
    comment: '{count} is a number of messages',
  },
  support_open_limit: /*i18n*/ {
    id: 'support_open_limit',
    message: 'You can have at most {count} open conversations. Please continue in one of them.',
    comment: '{count} is a number of conversations',
  },
  support_thread_closed: /*i18n*/ {
    id: 'support_thread_closed',
    message: 'This conversation is closed. Please start a new one.',
  },
})
