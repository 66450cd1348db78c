import { describeTryThis } from '../tryThisClaims';

describeTryThis('dumbbell');
