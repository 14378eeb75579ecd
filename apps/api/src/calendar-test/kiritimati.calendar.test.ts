import { describeDemoCalendar } from './demo-on-every-date';

describeDemoCalendar('Pacific/Kiritimati', 3);
