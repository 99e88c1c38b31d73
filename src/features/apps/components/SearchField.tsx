// A search box that commits on Enter or after a pause in typing (the URL keeps the committed keyword).
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useState } from 'react';

export default function SearchField({
  value,
  label,
  onCommit,
  testId,
}: {
  value: string;
  label: string;
  onCommit(value: string): void;
  testId?: string;
}) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onCommit(text), 500);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);
  return (
    <OutlinedInput
      size="small"
      type="search"
      value={text}
      placeholder={label}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onCommit(text);
      }}
      inputProps={{ 'aria-label': label, 'data-testid': testId }}
      startAdornment={
        <InputAdornment position="start">
          <SearchOutlined fontSize="small" />
        </InputAdornment>
      }
      sx={{ minWidth: 240 }}
    />
  );
}
