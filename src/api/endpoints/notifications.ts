// The notifications area's API policy: generated endpoints with the generated cache tags. The bell polls the list in
// the background, so a failed poll says nothing (the bell keeps the count it had and the next poll tries again); a
// refused mark-read shows the global message as usual.
import { notificationsGeneratedApi } from '../generated/notifications.gen';
import { notificationsOperationTags } from '../generated/notifications.tags.gen';
import { INLINE, TAG_TYPES, withTagTable } from '../resourceTags';

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const notificationsApi = notificationsGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(notificationsOperationTags, {
    queryNotifications: INLINE,
  }),
});

export const { useQueryNotificationsQuery, useSetNotificationReadMutation, useSetAllNotificationsReadMutation } =
  notificationsGeneratedApi;

export type {
  Notification,
  NotificationOperation,
  NotificationPage,
  NotificationResourceType,
  QueryNotificationsRequest,
} from '../generated/notifications.gen';
