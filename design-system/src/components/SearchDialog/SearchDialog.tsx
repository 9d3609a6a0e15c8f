import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquare, Search } from 'lucide-react';
import { forwardRef, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useClock } from '../../internal/clock';
import { Dialog } from '../Dialog';
import { HighlightedText, type TextRange } from '../HighlightedText';
import { Spinner } from '../Spinner';
import { SEARCH_DEBOUNCE_MS, searchableQuery, updatedLabel } from './search-query';
import styles from './SearchDialog.module.css';

export interface SearchResult {
  id: string;
  name?: string | null;
  /** ISO date; shown as 'Updated YYYY-MM-DD'. */
  updatedAt: string;
  /** The matching passage and its matched words (when a message matched). */
  snippet?: string | null;
  highlights?: readonly TextRange[];
  /** The matching message: the result opens the conversation there. */
  stepId?: string | null;
}

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the trimmed query, 200 ms after typing stops, when it has 2 or more characters. */
  onSearch: (query: string) => void;
  results: SearchResult[];
  /** A search is in flight. */
  loading?: boolean;
  /** The thread, and the message to open it at (when a message matched). */
  onSelect: (id: string, stepId: string | null) => void;
  debounceMs?: number;
  title?: string;
  className?: string;
}

/** 'Search your chats...': a debounced search over the user's threads. */
export const SearchDialog = forwardRef<HTMLDivElement, SearchDialogProps>(function SearchDialog(
  {
    open,
    onOpenChange,
    onSearch,
    results,
    loading = false,
    onSelect,
    debounceMs = SEARCH_DEBOUNCE_MS,
    title,
    className,
  },
  ref,
) {
  const { t } = useLingui();
  title ??= t`Search your chats...`;
  const [value, setValue] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const clock = useClock();

  const query = searchableQuery(value);
  const pending = query !== null && query !== searched;

  useEffect(() => {
    if (query === null || query === searched) return;
    const timer = clock.setTimeout(() => {
      setSearched(query);
      onSearchRef.current(query);
    }, debounceMs);
    return () => clock.clearTimeout(timer);
  }, [query, searched, debounceMs, clock]);

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setValue('');
      setSearched(null);
    }
    onOpenChange(next);
  };

  const focusResult = (index: number) => {
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    if (!buttons || buttons.length === 0) return;
    if (index < 0) {
      inputRef.current?.focus();
      return;
    }
    buttons[Math.min(index, buttons.length - 1)]?.focus();
  };

  const select = (result: SearchResult) => {
    onSelect(result.id, result.stepId ?? null);
    handleOpenChange(false);
  };

  // Enter before the results are in: search at once, and open the first result when they come.
  const [openFirst, setOpenFirst] = useState(false);
  useEffect(() => {
    if (!openFirst || pending || loading) return;
    setOpenFirst(false);
    if (results[0]) select(results[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the results it waits for arrive
  }, [openFirst, pending, loading, results]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusResult(0);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing && query !== null) {
      // Enter opens the first result, as in every search box: no ↓ needed first.
      event.preventDefault();
      if (!pending && !loading && results[0]) select(results[0]);
      else {
        if (pending) {
          setSearched(query);
          onSearchRef.current(query);
        }
        setOpenFirst(true);
      }
    }
  };

  const onResultKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusResult(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusResult(index - 1);
    }
  };

  const showResults = query !== null && !pending && !loading;
  return (
    <Dialog
      ref={ref}
      open={open}
      onOpenChange={handleOpenChange}
      title={title}
      hideTitle
      showClose={false}
      placement="top"
      className={className}
    >
      <div className={styles.root}>
        <div className={styles.field}>
          <Search className={styles.searchIcon} aria-hidden="true" />
          <input
            ref={inputRef}
            type="search"
            className={styles.input}
            placeholder={title}
            aria-label={title}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={onInputKeyDown}
            autoComplete="off"
            spellCheck={false}
          />
          {(loading || pending) && <Spinner size="sm" label="" className={styles.inputSpinner} />}
        </div>
        <div className={styles.results} aria-live="polite">
          {query !== null && (loading || pending) && (
            <p className={styles.status}>
              <Trans>Searching...</Trans>
            </p>
          )}
          {showResults && results.length === 0 && (
            <p className={styles.status}>
              <Trans>No results</Trans>
            </p>
          )}
          {showResults && results.length > 0 && (
            <ul ref={listRef} className={styles.list} aria-label={t`Results`}>
              {results.map((result, index) => (
                <li key={result.id}>
                  <button
                    type="button"
                    className={styles.result}
                    onClick={() => select(result)}
                    onKeyDown={(event) => onResultKeyDown(event, index)}
                  >
                    <MessageSquare className={styles.resultIcon} aria-hidden="true" />
                    <span className={styles.resultText}>
                      <span className={styles.resultName}>{result.name?.trim() || t`Untitled Thread`}</span>
                      {result.snippet && (
                        <HighlightedText
                          className={styles.resultSnippet}
                          text={result.snippet}
                          highlights={result.highlights ?? []}
                        />
                      )}
                      <span className={styles.resultDate}>{updatedLabel(result.updatedAt)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Dialog>
  );
});
