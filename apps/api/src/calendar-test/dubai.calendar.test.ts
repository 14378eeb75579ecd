import { describeDemoCalendar } from './demo-on-every-date';

describeDemoCalendar('Asia/Dubai', 1);
