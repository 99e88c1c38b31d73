// MUI's Japanese grid texts, a chunk of their own (see ../gridTexts.ts).
import { jaJP } from '@mui/x-data-grid/locales';

export default jaJP.components.MuiDataGrid.defaultProps.localeText;
