import { describeDemoCalendar } from './demo-on-every-date';

describeDemoCalendar('UTC', 0);
