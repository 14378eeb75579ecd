import { describeDemoCalendar } from './demo-on-every-date';

describeDemoCalendar('Asia/Dubai', ['leap-day', 'eu-summer', 'end-05']);
