// MUI's Chinese grid texts, a chunk of their own (see ../gridTexts.ts).
import { zhCN } from '@mui/x-data-grid/locales';

export default zhCN.components.MuiDataGrid.defaultProps.localeText;
