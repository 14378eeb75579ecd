export {
  type BackgroundPass,
  BackgroundPassSchema,
  type SystemStatus,
  SystemStatusSchema,
} from './system-status.schemas';
