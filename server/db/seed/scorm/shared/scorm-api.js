/*
 * SCORM runtime access, as real packages do it: look for the platform's API object in the parents,
 * then the opener: window.API for SCORM 1.2 (window.Scorm12), window.API_1484_11 for 2004
 * (window.Scorm2004). A platform offers one of the two; the other object finds nothing.
 */
(() => {
  function runtime(calls) {
    function findIn(win) {
      var hops = 0;
      while (win && !win[calls.api] && win.parent && win.parent !== win && hops < 10) {
        hops += 1;
        win = win.parent;
      }
      return win?.[calls.api] ? win[calls.api] : null;
    }
    var api = null;
    function getAPI() {
      if (api) return api;
      api = findIn(window);
      if (!api && window.opener) api = findIn(window.opener);
      if (!api && window.top && window.top.opener) api = findIn(window.top.opener);
      return api;
    }
    var started = Date.now();
    var ended = false;
    function end() {
      var a = getAPI();
      if (!a || ended) return false;
      ended = true;
      var seconds = Math.round((Date.now() - started) / 1000);
      a[calls.setValue](calls.sessionTime, calls.timespan(seconds));
      a[calls.commit]('');
      return String(a[calls.end]('')) === 'true';
    }
    window.addEventListener('pagehide', () => {
      if (!ended) end();
    });
    return {
      available: () => !!getAPI(),
      init: () => {
        var a = getAPI();
        return a ? String(a[calls.initialize]('')) === 'true' : false;
      },
      get: (name) => {
        var a = getAPI();
        return a ? String(a[calls.getValue](name)) : '';
      },
      set: (name, value) => {
        var a = getAPI();
        return a ? String(a[calls.setValue](name, String(value))) === 'true' : false;
      },
      commit: () => {
        var a = getAPI();
        return a ? String(a[calls.commit]('')) === 'true' : false;
      },
      end,
      hasEnded: () => ended,
    };
  }

  function pad(n) {
    return (n < 10 ? '0' : '') + n;
  }
  var scorm12 = runtime({
    api: 'API',
    initialize: 'LMSInitialize',
    getValue: 'LMSGetValue',
    setValue: 'LMSSetValue',
    commit: 'LMSCommit',
    end: 'LMSFinish',
    sessionTime: 'cmi.core.session_time',
    /** CMITimespan HHHH:MM:SS.SS */
    timespan: (s) =>
      `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`,
  });
  window.Scorm12 = {
    available: scorm12.available,
    init: scorm12.init,
    get: scorm12.get,
    set: scorm12.set,
    commit: scorm12.commit,
    finish: scorm12.end,
    isFinished: scorm12.hasEnded,
  };

  var scorm2004 = runtime({
    api: 'API_1484_11',
    initialize: 'Initialize',
    getValue: 'GetValue',
    setValue: 'SetValue',
    commit: 'Commit',
    end: 'Terminate',
    sessionTime: 'cmi.session_time',
    /** ISO 8601 duration: PT1M5S */
    timespan: (s) => `PT${Math.floor(s / 3600)}H${Math.floor((s % 3600) / 60)}M${s % 60}S`,
  });
  window.Scorm2004 = {
    init: scorm2004.init,
    get: scorm2004.get,
    set: scorm2004.set,
    commit: scorm2004.commit,
    terminate: scorm2004.end,
    isTerminated: scorm2004.hasEnded,
  };
})();
