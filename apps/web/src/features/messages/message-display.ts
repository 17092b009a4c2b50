import { MESSAGE_TYPES, type MessageType } from '@portal/contracts/statuses';

// The type tabs in their order, and each type's tag colour.
export const MESSAGE_TABS: readonly (MessageType | 'all')[] = ['all', MESSAGE_TYPES.order, MESSAGE_TYPES.delivery, MESSAGE_TYPES.reminder];

export const TYPE_COLOR: Record<MessageType, string> = {
  [MESSAGE_TYPES.order]: 'blue',
  [MESSAGE_TYPES.delivery]: 'green',
  [MESSAGE_TYPES.reminder]: 'gold',
};

// The translation key of a type's name.
export const TYPE_TEXT = {
  [MESSAGE_TYPES.order]: 'messages.type.order',
  [MESSAGE_TYPES.delivery]: 'messages.type.delivery',
  [MESSAGE_TYPES.reminder]: 'messages.type.reminder',
} as const satisfies Record<MessageType, string>;
