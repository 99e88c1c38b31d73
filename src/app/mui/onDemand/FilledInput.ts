// MUI's filled-variant input as Select and TextField import it, loaded on first render: both create an element of
// every variant's input, and the console renders only the outlined one (webpack.config.ts `MUI_VARIANTS_ON_DEMAND`).
import { onDemand } from '@/components/ServerDataGrid/onDemand/onDemand';

export default onDemand(() => import('@mui/material/FilledInput'));
