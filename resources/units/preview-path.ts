import type { Activity } from '../../domain/entities/unit';

/** The viewer's path of one activity: /unitViewer/{filename}/{activityId}/{launch + parameters}. */
export const previewPath = (filename: string, activity: Activity) =>
  `/unitViewer/${encodeURIComponent(filename)}/${encodeURIComponent(activity.id)}/${encodeURIComponent(
    activity.launch + (activity.parameters ?? ''),
  )}`;
