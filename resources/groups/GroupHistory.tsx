import { RecordHistory } from '../audit/RecordHistory';
import type { GroupTabProps } from './group-tabs';

/** The group page's History tab: the group's audit entries, for who may read the trail. */
export const GroupHistory = ({ groupId }: GroupTabProps) => (
  <RecordHistory table="groups" recordId={groupId} />
);

export default GroupHistory;
